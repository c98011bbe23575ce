// Style sheets imported from code (a library's CSS) mean nothing to jsdom.
module.exports = {};
