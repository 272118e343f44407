// rspack loader for src/messages/<language>.json (shared/build/messages-compile.cjs).
const { compileCatalog } = require('./messages-compile.cjs');

module.exports = function messagesLoader(source) {
  return compileCatalog(source, this.resourcePath);
};
