export declare function mulberry32(seed: number): () => number;
export declare function pick<T>(r: () => number, xs: readonly T[]): T;
