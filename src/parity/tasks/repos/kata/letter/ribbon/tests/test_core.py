from kata_letter.core import ribbon


def test_ribbon_0():
    assert ribbon(82) == 'B'


def test_ribbon_1():
    assert ribbon(83) == 'A'


def test_ribbon_2():
    assert ribbon(84) == 'A'


def test_ribbon_3():
    assert ribbon(72) == 'C'


def test_ribbon_4():
    assert ribbon(73) == 'B'


def test_ribbon_5():
    assert ribbon(74) == 'B'
