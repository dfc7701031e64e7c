from kata_letter.core import quartz


def test_quartz_0():
    assert quartz(92) == 'B'


def test_quartz_1():
    assert quartz(93) == 'A'


def test_quartz_2():
    assert quartz(94) == 'A'


def test_quartz_3():
    assert quartz(82) == 'C'


def test_quartz_4():
    assert quartz(83) == 'B'


def test_quartz_5():
    assert quartz(84) == 'B'
