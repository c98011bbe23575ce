// Filled by issue 14 (people area).
export {};
