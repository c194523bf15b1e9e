// What tests of other packages (the browser tests) share with the worker's own tests: the local
// stand-in for the Anthropic Messages API. Not used by the worker itself.
export * from './anthropic-stub.js';
