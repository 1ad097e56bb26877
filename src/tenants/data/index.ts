/**
 * The 14 tenant files (PRODUCT.md "Tenants"), as written: loadTenants validates them.
 * A file is named `<id>-<appPath>.ts`; `file` below is that name without the extension.
 */
import { cordilleraBebidas } from './1-cordillera-bebidas.ts';
import { guanabaraRefrescos } from './2-guanabara-refrescos.ts';
import { serraGauchaBebidas } from './3-serra-gaucha-bebidas.ts';
import { nordesteEngarrafadora } from './4-nordeste-engarrafadora.ts';
import { atlasBoissons } from './5-atlas-boissons.ts';
import { bajioEmbotelladora } from './6-bajio-embotelladora.ts';
import { guaraniBebidas } from './7-guarani-bebidas.ts';
import { cerradoRefrigerantes } from './8-cerrado-refrigerantes.ts';
import { paranaBebidas } from './9-parana-bebidas.ts';
import { sierraMadreEmbotelladora } from './10-sierra-madre-embotelladora.ts';
import { patagoniaBebidas } from './11-patagonia-bebidas.ts';
import { golfoEmbotelladora } from './12-golfo-embotelladora.ts';
import { riftValleyBottlers } from './13-rift-valley-bottlers.ts';
import { chaoPhrayaBeverages } from './14-chao-phraya-beverages.ts';

/** One tenant file as it was written, not yet validated. */
export interface RawTenantFile {
  /** `<id>-<appPath>`, named in error messages. */
  readonly file: string;
  readonly config: unknown;
}

export const allTenantFiles: readonly RawTenantFile[] = [
  { file: '1-cordillera-bebidas', config: cordilleraBebidas },
  { file: '2-guanabara-refrescos', config: guanabaraRefrescos },
  { file: '3-serra-gaucha-bebidas', config: serraGauchaBebidas },
  { file: '4-nordeste-engarrafadora', config: nordesteEngarrafadora },
  { file: '5-atlas-boissons', config: atlasBoissons },
  { file: '6-bajio-embotelladora', config: bajioEmbotelladora },
  { file: '7-guarani-bebidas', config: guaraniBebidas },
  { file: '8-cerrado-refrigerantes', config: cerradoRefrigerantes },
  { file: '9-parana-bebidas', config: paranaBebidas },
  { file: '10-sierra-madre-embotelladora', config: sierraMadreEmbotelladora },
  { file: '11-patagonia-bebidas', config: patagoniaBebidas },
  { file: '12-golfo-embotelladora', config: golfoEmbotelladora },
  { file: '13-rift-valley-bottlers', config: riftValleyBottlers },
  { file: '14-chao-phraya-beverages', config: chaoPhrayaBeverages },
];
