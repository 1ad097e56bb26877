/** /suggested (lazy entry). */
export { SuggestedScreen as default } from './product-items-screen.tsx';
