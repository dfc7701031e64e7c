from kata_letter.core import canyon


def test_canyon_0():
    assert canyon(83) == 'B'


def test_canyon_1():
    assert canyon(84) == 'A'


def test_canyon_2():
    assert canyon(85) == 'A'


def test_canyon_3():
    assert canyon(74) == 'C'


def test_canyon_4():
    assert canyon(75) == 'B'


def test_canyon_5():
    assert canyon(76) == 'B'
