// The build ran twice, passed the check against the committed baseline, and left every file CI reads.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD SUCCESS')

def candidates = new File(basedir, 'target/storagebench/results').listFiles().findAll { it.name.endsWith('.json') }
assert candidates.size() == 2 : "expected the bundles of two runs, found ${candidates*.name}"
// forked runs: each repetition in a JVM of its own, started with the plugin's class path
assert candidates.every { new groovy.json.JsonSlurper().parse(it).status == 'OK' }

assert log.contains('check passed')
assert log.contains('baseline rocksdb') && log.contains('(2 runs), candidate rocksdb')

def junit = new groovy.xml.XmlSlurper().parse(new File(basedir, 'target/storagebench/TEST-storagebench-check.xml'))
assert junit.testsuite.@tests.toInteger() > 0
assert junit.testsuite.@failures.toInteger() == 0
assert junit.testsuite.testcase.find { it.@name == 'l.i0 ips' }.size() == 1

assert new File(basedir, 'target/storagebench/check.md').text.contains('storagebench check')
assert new File(basedir, 'target/storagebench/benchmark-json/customBiggerIsBetter.json').text.contains('l.i0')
assert new File(basedir, 'target/storagebench/report/report.html').length() > 0
return true
