from kata_letter.core import feather


def test_feather_0():
    assert feather(87) == 'B'


def test_feather_1():
    assert feather(88) == 'A'


def test_feather_2():
    assert feather(89) == 'A'


def test_feather_3():
    assert feather(76) == 'C'


def test_feather_4():
    assert feather(77) == 'B'


def test_feather_5():
    assert feather(78) == 'B'
