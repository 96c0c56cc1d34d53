/** The search results' shape while they load: the listing's skeleton (app/productos/loading.tsx). */
export { default } from '../productos/loading';
