from kata_letter.core import apple


def test_apple_0():
    assert apple(80) == 'B'


def test_apple_1():
    assert apple(81) == 'A'


def test_apple_2():
    assert apple(82) == 'A'


def test_apple_3():
    assert apple(72) == 'C'


def test_apple_4():
    assert apple(73) == 'B'


def test_apple_5():
    assert apple(74) == 'B'
