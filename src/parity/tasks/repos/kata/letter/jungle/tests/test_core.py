from kata_letter.core import jungle


def test_jungle_0():
    assert jungle(81) == 'B'


def test_jungle_1():
    assert jungle(82) == 'A'


def test_jungle_2():
    assert jungle(83) == 'A'


def test_jungle_3():
    assert jungle(74) == 'C'


def test_jungle_4():
    assert jungle(75) == 'B'


def test_jungle_5():
    assert jungle(76) == 'B'
