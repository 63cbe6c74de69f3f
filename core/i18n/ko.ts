import { headerCountsKo } from './header-counts.ko';
import { headerKo } from './header.ko';
import { loveKo } from './love.ko';
import { productCommonKo, productKo, productMediaKo } from './product.ko';
import { searchKo } from './search.ko';
import { koreanTexts } from './translate';

/**
 * The page's Korean texts: the Korean of every table that does not ship its own (its
 * `koreanName`), one chunk that only a Korean page downloads (page-texts.ts), before any
 * element is defined. Importing it puts the Korean in place. The shared labels (commonMessages)
 * add to the Korean that table ships ('Required'), which is read first.
 */
Object.assign(koreanTexts, {
  product: productKo,
  productMedia: productMediaKo,
  common: productCommonKo,
  search: searchKo,
  love: loveKo,
  header: headerKo,
  headerCounts: headerCountsKo,
});
