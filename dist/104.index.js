export const id = 104;
export const ids = [104];
export const modules = {

/***/ 2104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeMetadata: () => (/* binding */ writeMetadata)
/* harmony export */ });
/* unused harmony export ORIGINAL_NAME_KEY */
/* harmony import */ var pdf_lib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8013);
/* harmony import */ var pdf_lib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(pdf_lib__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The renamer's findings in the PDF's information dictionary: Title = the summary, Subject = the
 * category, Keywords, and the original name. Without pdf-lib's metadata update, so Producer,
 * Creator and the dates stay and the same input gives the same bytes.
 */

const ORIGINAL_NAME_KEY = 'RalphOriginalName';
const KEYWORD_SEPARATOR = ', ';
function unreadable(path, error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'unreadable', message: `${path}: pdf-lib could not parse the file: ${reason}` };
}
function infoDict(doc) {
    const info = doc.context.lookup(doc.context.trailerInfo.Info);
    return info instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFDict ? info : undefined;
}
function textValue(info, key) {
    const value = info?.lookup(pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFName.of(key));
    return value instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFString || value instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFHexString
        ? value.decodeText()
        : undefined;
}
function carries(doc, wanted) {
    const info = infoDict(doc);
    return (textValue(info, 'Title') === wanted.title &&
        textValue(info, 'Subject') === wanted.subject &&
        textValue(info, 'Keywords') === wanted.keywords.join(KEYWORD_SEPARATOR) &&
        textValue(info, ORIGINAL_NAME_KEY) === wanted.originalName);
}
async function writeMetadata(bytes, metadata, path) {
    let doc;
    try {
        // Loaded despite encryption only to say so: pdf-lib would write an unreadable file.
        doc = await pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    }
    catch (error) {
        return unreadable(path, error);
    }
    if (doc.isEncrypted)
        return {
            kind: 'encrypted',
            message: `${path}: encrypted PDF; metadata not written (the file would need its password).`
        };
    if (carries(doc, metadata))
        return { kind: 'unchanged' };
    try {
        setValues(doc, metadata);
        return { kind: 'written', bytes: await doc.save({ updateFieldAppearances: false }) };
    }
    catch (error) {
        // pdf-lib parses leniently and may only fail here, for instance without a page tree.
        return unreadable(path, error);
    }
}
function setValues(doc, metadata) {
    doc.setTitle(metadata.title);
    doc.setSubject(metadata.subject);
    const info = infoDict(doc);
    if (!info)
        throw new Error('no document information dictionary');
    info.set(pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFName.of('Keywords'), pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFHexString.fromText(metadata.keywords.join(KEYWORD_SEPARATOR)));
    info.set(pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFName.of(ORIGINAL_NAME_KEY), pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFHexString.fromText(metadata.originalName));
}


/***/ })

};
