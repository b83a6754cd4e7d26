import { adminHandlers } from './admin';
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
export { adminHandlers, adminReceived, resetAdminReceived } from './admin';

/** The default back end of every story: everything answers successfully. Stories override one endpoint. */
export const handlers = [
  publicHandlers.posts,
  publicHandlers.post,
  publicHandlers.portfolio,
  publicHandlers.settings,
  contactHandlers.success,
  emailjsHandlers.ok,
  adminHandlers.session,
  adminHandlers.login,
  adminHandlers.logout,
  adminHandlers.dashboard,
  adminHandlers.leads,
  adminHandlers.lead,
  adminHandlers.addNote,
  adminHandlers.staff,
  adminHandlers.updateLead,
  adminHandlers.deleteLead,
  adminHandlers.reply,
  adminHandlers.posts,
  adminHandlers.createPost,
  adminHandlers.updatePost,
  adminHandlers.deletePost,
  adminHandlers.preview,
  adminHandlers.projects,
  adminHandlers.createProject,
  adminHandlers.updateProject,
  adminHandlers.deleteProject,
  adminHandlers.media,
  adminHandlers.mediaItem,
  adminHandlers.upload,
  adminHandlers.saveAltTexts,
  adminHandlers.deleteMedia,
  adminHandlers.users,
  adminHandlers.createUser,
  adminHandlers.deleteUser,
  adminHandlers.updateUser,
  adminHandlers.changePassword,
  adminHandlers.settings,
  adminHandlers.saveSettings,
  adminHandlers.clearCache,
  adminHandlers.regenerate,
  adminHandlers.keywords,
  adminHandlers.outbox,
  adminHandlers.outboxMessage,
  adminHandlers.resendOutbox,
];
