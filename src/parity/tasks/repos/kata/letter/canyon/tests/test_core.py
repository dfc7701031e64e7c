from kata_letter.core import canyon


def test_canyon_0():
    assert canyon(85) == 'B'


def test_canyon_1():
    assert canyon(86) == 'A'


def test_canyon_2():
    assert canyon(87) == 'A'


def test_canyon_3():
    assert canyon(79) == 'C'


def test_canyon_4():
    assert canyon(80) == 'B'


def test_canyon_5():
    assert canyon(81) == 'B'
