from kata_letter.core import walnut


def test_walnut_0():
    assert walnut(87) == 'B'


def test_walnut_1():
    assert walnut(88) == 'A'


def test_walnut_2():
    assert walnut(89) == 'A'


def test_walnut_3():
    assert walnut(74) == 'C'


def test_walnut_4():
    assert walnut(75) == 'B'


def test_walnut_5():
    assert walnut(76) == 'B'
