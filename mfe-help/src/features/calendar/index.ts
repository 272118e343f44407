export { default as CalendarView } from './calendar-view';
