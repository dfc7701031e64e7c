from kata_letter.core import thunder


def test_thunder_0():
    assert thunder(81) == 'B'


def test_thunder_1():
    assert thunder(82) == 'A'


def test_thunder_2():
    assert thunder(83) == 'A'


def test_thunder_3():
    assert thunder(73) == 'C'


def test_thunder_4():
    assert thunder(74) == 'B'


def test_thunder_5():
    assert thunder(75) == 'B'
