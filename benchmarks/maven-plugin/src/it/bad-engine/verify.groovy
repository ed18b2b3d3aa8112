// One error line names the unknown engine and the known ones; no stack trace.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
def errors = log.readLines().findAll { it.contains("unknown engine 'no-such-engine'") }
assert errors.size() == 1 : errors
assert errors[0].contains('storagebench run: unknown engine') && errors[0].contains('rocksdb')
assert !log.readLines().any { it ==~ /\s+at .*/ || it.contains('Caused by') } : 'a stack trace'
return true
