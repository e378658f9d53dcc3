import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/v8-settings.ts
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
var YOUNG_MB = 8;
setFlagsFromString("--semi-space-growth-factor=4");
growYoungGeneration();
setFlagsFromString("--semi-space-growth-factor=1");
function youngMb() {
  return (getHeapSpaceStatistics().find((s) => s.space_name === "new_space")?.space_size ?? 0) / 2 ** 20;
}
function growYoungGeneration() {
  const held = [];
  for (let round = 0; round < 8 && youngMb() < YOUNG_MB; round++)
    for (let i = 0; i < 64; i++) held.push(new Array(2048).fill(0));
}
