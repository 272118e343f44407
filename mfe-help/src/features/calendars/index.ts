export { default as CalendarsView } from './calendars-view';
