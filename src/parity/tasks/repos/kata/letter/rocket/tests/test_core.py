from kata_letter.core import rocket


def test_rocket_0():
    assert rocket(83) == 'B'


def test_rocket_1():
    assert rocket(84) == 'A'


def test_rocket_2():
    assert rocket(85) == 'A'


def test_rocket_3():
    assert rocket(73) == 'C'


def test_rocket_4():
    assert rocket(74) == 'B'


def test_rocket_5():
    assert rocket(75) == 'B'
