module.exports = require('@haulboard/shared/jest-config')();
