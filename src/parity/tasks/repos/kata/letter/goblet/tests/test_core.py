from kata_letter.core import goblet


def test_goblet_0():
    assert goblet(87) == 'B'


def test_goblet_1():
    assert goblet(88) == 'A'


def test_goblet_2():
    assert goblet(89) == 'A'


def test_goblet_3():
    assert goblet(77) == 'C'


def test_goblet_4():
    assert goblet(78) == 'B'


def test_goblet_5():
    assert goblet(79) == 'B'
