from kata_letter.core import kettle


def test_kettle_0():
    assert kettle(86) == 'B'


def test_kettle_1():
    assert kettle(87) == 'A'


def test_kettle_2():
    assert kettle(88) == 'A'


def test_kettle_3():
    assert kettle(74) == 'C'


def test_kettle_4():
    assert kettle(75) == 'B'


def test_kettle_5():
    assert kettle(76) == 'B'
