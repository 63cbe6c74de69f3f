// The node project's files share their worker's modules (vitest.config.ts), and the server
// entry puts every language in place (server/index.ts): each of them starts with the Korean in
// place, so none reads Korean or English by the order its worker ran them.
import '../../core/i18n/ko';
