export {
  type PageSlot as PaginationItem,
  pageSlots as paginationItems,
} from '../../lib/page-slots';
