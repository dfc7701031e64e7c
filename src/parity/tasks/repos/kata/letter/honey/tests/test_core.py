from kata_letter.core import honey


def test_honey_0():
    assert honey(81) == 'B'


def test_honey_1():
    assert honey(82) == 'A'


def test_honey_2():
    assert honey(83) == 'A'


def test_honey_3():
    assert honey(67) == 'C'


def test_honey_4():
    assert honey(68) == 'B'


def test_honey_5():
    assert honey(69) == 'B'
