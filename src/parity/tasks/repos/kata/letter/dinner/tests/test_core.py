from kata_letter.core import dinner


def test_dinner_0():
    assert dinner(87) == 'B'


def test_dinner_1():
    assert dinner(88) == 'A'


def test_dinner_2():
    assert dinner(89) == 'A'


def test_dinner_3():
    assert dinner(73) == 'C'


def test_dinner_4():
    assert dinner(74) == 'B'


def test_dinner_5():
    assert dinner(75) == 'B'
