from kata_letter.core import ribbon


def test_ribbon_0():
    assert ribbon(92) == 'B'


def test_ribbon_1():
    assert ribbon(93) == 'A'


def test_ribbon_2():
    assert ribbon(94) == 'A'


def test_ribbon_3():
    assert ribbon(79) == 'C'


def test_ribbon_4():
    assert ribbon(80) == 'B'


def test_ribbon_5():
    assert ribbon(81) == 'B'
