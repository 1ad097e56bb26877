/** /favorites (lazy entry). */
export { FavoritesScreen as default } from './product-items-screen.tsx';
