export { default as InviteView } from './invite-view';
