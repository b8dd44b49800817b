// Runtime configuration of this deployment. Replace this file next to the build to point the same
// build at other hosts; see README.md ("Deploying"). These values are the local defaults.
window.__BACKOFFICE_CONFIG__ = {
  apiBase: 'http://localhost:8787',
  adminOrigin: 'http://localhost:4321',
  lecturerOrigin: 'http://localhost:4322',
  mainSite: 'http://localhost:8787/',
  mainSiteLogin: 'http://localhost:8787/login',
  cookieDomain: '',
};
