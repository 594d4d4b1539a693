// The content editor's parts other code uses: where the catalogue's files are, the repository the editor commits to,
// and a direct booking written into a property file as the editor writes it.
export { type BookedStay, withDirectBooking } from './bookings';
export { CATALOGUE_FOLDER } from './catalogue-folder';
export { editorSetup } from './config';
export { type EditorRepository, editorRepository } from './site';
