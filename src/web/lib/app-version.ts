/** SPEC §1 / §9: the version the footer shows (kept equal to package.json by a test). */
export const APP_VERSION = '1.1.0';
