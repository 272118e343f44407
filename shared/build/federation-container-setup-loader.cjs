// Writes federation-container-setup.mjs from the installed Rspack (see federation-set-up.mjs).
module.exports = function federationContainerSetupLoader() {
  const callback = this.async();
  import('./federation-set-up.mjs').then(
    ({ containerSetupSource }) => callback(null, containerSetupSource()),
    (error) => callback(error),
  );
};
