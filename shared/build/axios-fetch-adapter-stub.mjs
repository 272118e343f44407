// See axios-without-fetch-adapter.mjs: axios's adapter lookup treats `false` as unavailable.
export const getFetch = () => false;
export default false;
