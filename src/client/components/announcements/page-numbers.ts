export { type PageSlot, pageSlots } from '../../lib/page-slots';
