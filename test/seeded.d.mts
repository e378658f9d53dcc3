export declare function mulberry32(seed: number): () => number;
