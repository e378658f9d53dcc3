export declare const PLACEHOLDER: string;
export declare const FILES: string[];
export declare function setOwner(repository: string, folder: string): string[];
