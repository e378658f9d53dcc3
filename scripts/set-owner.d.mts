export declare const PLACEHOLDER: string;
export declare function packageTexts(folder: string): string[];
export declare function setOwner(repository: string, folder: string): string[];
