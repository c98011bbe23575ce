console.log('seed cli: not yet');
