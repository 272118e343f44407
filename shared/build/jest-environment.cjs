// jsdom lacks the Fetch API that react-router's data routers use for navigations; take Node's,
// with Node's AbortController so Request accepts the signals it is given.
const { TestEnvironment } = require('jest-environment-jsdom');

class JourneysJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      fetch,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JourneysJsdomEnvironment;
