from kata_pad.measure_fee import measure_fee


def test_measure_fee_0():
    assert measure_fee('') == '.......'


def test_measure_fee_1():
    assert measure_fee('ab') == 'ab.....'


def test_measure_fee_2():
    assert measure_fee('abab') == 'abab...'


def test_measure_fee_3():
    assert measure_fee('ababab') == 'ababab.'


def test_measure_fee_4():
    assert measure_fee('abababab') == 'abababab'


def test_measure_fee_5():
    assert measure_fee('ababababab') == 'ababababab'
