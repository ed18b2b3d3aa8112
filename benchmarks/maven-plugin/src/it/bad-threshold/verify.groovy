// One error line says the threshold points the good way, before any bundle is read (they do not exist); no stack trace.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
def errors = log.readLines().findAll { it.contains("threshold 'qps=+5%' points the good way") }
assert errors.size() == 1 : errors
assert errors[0].contains('storagebench check: ')
assert !log.contains('missing-baseline')
assert !log.readLines().any { it ==~ /\s+at .*/ || it.contains('Caused by') } : 'a stack trace'
return true
