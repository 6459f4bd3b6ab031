// A CloudFront Function (viewer request, cloudfront-js-2.0) for the reader
// on S3 behind CloudFront: an address that ends with / (the page at the
// root or under a sub-path, with or without a query string) asks S3 for
// that folder's index.html. S3's REST endpoint has no folder index of its
// own, and CloudFront's default root object covers only the root.
function handler(event) {
  var request = event.request;
  if (request.uri.endsWith('/')) request.uri += 'index.html';
  return request;
}
