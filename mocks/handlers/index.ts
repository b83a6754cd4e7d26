import { contactHandlers, emailjsHandlers } from './contact';
import { publicHandlers } from './public';

export {
  contactHandlers,
  emailjsHandlers,
  emailjsSendUrl,
  emailjsTestConfig,
  received,
  resetReceived,
} from './contact';
export { publicHandlers } from './public';

/** The default back end of every story: everything answers successfully. Stories override one endpoint. */
export const handlers = [
  publicHandlers.posts,
  publicHandlers.post,
  publicHandlers.portfolio,
  publicHandlers.settings,
  contactHandlers.success,
  emailjsHandlers.ok,
];
