from kata_wrap.merge_delay import merge_delay


def test_merge_delay_0():
    assert merge_delay(22) == 8


def test_merge_delay_1():
    assert merge_delay(25) == 2


def test_merge_delay_2():
    assert merge_delay(4) == 8


def test_merge_delay_3():
    assert merge_delay(13) == 8


def test_merge_delay_4():
    assert merge_delay(3) == 7


def test_merge_delay_5():
    assert merge_delay(10, 4, 2) == 0
