// The check failed the build on the slowed engine's load, and the JUnit XML shows the regression with its numbers.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
def line = log.readLines().find { it.contains('storagebench check: ') && it.contains('checks failed') }
assert line != null : 'no one-line check failure in the build log'
assert line.contains('l.i0 ips')

// the run in Maven's JVM found the project's engine through the plugin's realm
def smoke = new groovy.json.JsonSlurper().parse(new File(basedir, 'bench/target/storagebench/in-maven-jvm.json'))
assert smoke.status == 'OK' && smoke.engine.name == 'slow-rocksdb'

def compare = new File(basedir, 'bench/target/storagebench/compare')
assert compare.listFiles().findAll { it.name.endsWith('.json') }.size() == 4

def junit = new groovy.xml.XmlSlurper().parse(new File(basedir, 'bench/target/storagebench/TEST-storagebench-check.xml'))
assert junit.testsuite.@failures.toInteger() > 0
def ips = junit.testsuite.testcase.find { it.@name == 'l.i0 ips' }
assert ips.failure.size() == 1
def message = ips.failure.@message.text()
assert message.contains('regression') && message.contains('threshold -5.0%') : message
return true
