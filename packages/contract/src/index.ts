export * from "./errors.js";
export * from "./pagination.js";
export * from "./regions.js";
export * from "./spec.js";
export * from "./system.js";
